// A websocket circus rigging program of the h65 set (cwe-094-code).
package main

// Rigging console for the touring big top. Riggers' tablets keep a WebSocket
// open to this service; for each aerial act they send the apparatus and the
// number of flyers, and get back the peak load the rigging points must take.
// The load tables are a JavaScript file the head rigger keeps up to date.

import (
	"fmt"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/gorilla/websocket"
	"github.com/robertkrimen/otto"
)

type loadRequest struct {
	Act        string  `json:"act"`
	Apparatus  string  `json:"apparatus"`
	Performers int     `json:"performers"`
	DropMetres float64 `json:"dropMetres"`
}

type loadReply struct {
	Act    string  `json:"act"`
	PeakKN float64 `json:"peakKN,omitempty"`
	Error  string  `json:"error,omitempty"`
}

type rigging struct {
	tables   string
	upgrader websocket.Upgrader
}

func (rg *rigging) peakLoad(m loadRequest) (float64, error) {
	vm := otto.New()
	if _, err := vm.Run(rg.tables); err != nil {
		return 0, err
	}
	args := map[string]interface{}{"apparatus": m.Apparatus, "performers": m.Performers, "dropMetres": m.DropMetres}
	for name, value := range args {
		if err := vm.Set(name, value); err != nil {
			return 0, fmt.Errorf("setting %s: %w", name, err)
		}
	}
	v, err := vm.Run("peakLoad(apparatus, performers, dropMetres)")
	if err != nil {
		return 0, err
	}
	return v.ToFloat()
}

func (rg *rigging) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	conn, err := rg.upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	defer conn.Close()
	conn.SetReadLimit(8 << 10)

	for {
		var m loadRequest
		if err := conn.ReadJSON(&m); err != nil {
			return
		}
		reply := loadReply{Act: m.Act}
		if m.Performers < 1 || m.Performers > 6 || m.DropMetres < 0 || m.DropMetres > 12 {
			reply.Error = "performers must be 1-6 and drop 0-12 m"
		} else if kn, err := rg.peakLoad(m); err != nil {
			reply.Error = "no load table for this apparatus"
		} else {
			reply.PeakKN = kn
		}
		_ = conn.SetWriteDeadline(time.Now().Add(5 * time.Second))
		if err := conn.WriteJSON(reply); err != nil {
			return
		}
	}
}

func main() {
	tables, err := os.ReadFile("/etc/bigtop/load-tables.js")
	if err != nil {
		log.Fatalf("reading load tables: %v", err)
	}
	rg := &rigging{tables: string(tables)}
	mux := http.NewServeMux()
	mux.Handle("/ws/rigging", rg)
	srv := &http.Server{Addr: ":8080", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
