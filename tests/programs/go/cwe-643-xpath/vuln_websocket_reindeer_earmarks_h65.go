// A websocket reindeer earmarks program of the h65 set (cwe-643-xpath).
package main

// Earmark lookup for the herding district's round-up. At the corral, herders
// read a calf's mother's earmark and the tablet asks this service (over a
// WebSocket that stays open all day) which siida and owner the mark belongs to.

import (
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/antchfx/xmlquery"
	"github.com/gorilla/websocket"
)

type lookupMsg struct {
	Type    string `json:"type"`
	Earmark string `json:"earmark"`
}

type ownerReply struct {
	Earmark string   `json:"earmark"`
	Owners  []string `json:"owners"`
	Siida   string   `json:"siida,omitempty"`
	Error   string   `json:"error,omitempty"`
}

type markRegister struct {
	doc      *xmlquery.Node
	upgrader websocket.Upgrader
}

func (m *markRegister) owners(earmark string) (ownerReply, error) {
	reply := ownerReply{Earmark: earmark, Owners: []string{}}
	expr := "//siida/owner[mark/@code='" + earmark + "']"
	nodes, err := xmlquery.QueryAll(m.doc, expr)
	if err != nil {
		return reply, err
	}
	for _, n := range nodes {
		if name := n.SelectElement("name"); name != nil {
			reply.Owners = append(reply.Owners, strings.TrimSpace(name.InnerText()))
		}
		if n.Parent != nil && reply.Siida == "" {
			reply.Siida = n.Parent.SelectAttr("name")
		}
	}
	return reply, nil
}

func (m *markRegister) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	conn, err := m.upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	defer conn.Close()
	conn.SetReadLimit(4 << 10)

	for {
		var msg lookupMsg
		if err := conn.ReadJSON(&msg); err != nil {
			return
		}
		if msg.Type != "lookup" {
			continue
		}
		reply, err := m.owners(strings.TrimSpace(msg.Earmark))
		if err != nil {
			reply.Error = "earmark could not be looked up"
		}
		_ = conn.SetWriteDeadline(time.Now().Add(5 * time.Second))
		if err := conn.WriteJSON(reply); err != nil {
			return
		}
	}
}

func main() {
	f, err := os.Open(os.Getenv("EARMARK_REGISTER"))
	if err != nil {
		log.Fatalf("opening earmark register: %v", err)
	}
	doc, err := xmlquery.Parse(f)
	f.Close()
	if err != nil {
		log.Fatalf("parsing earmark register: %v", err)
	}

	mux := http.NewServeMux()
	mux.Handle("/ws/earmarks", &markRegister{doc: doc})
	srv := &http.Server{Addr: ":8080", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
