// A bonsai catalogue search program of the h63 set (cwe-1333-redos).
package main

import (
	"errors"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/dlclark/regexp2"
	"github.com/gorilla/websocket"
)

type Specimen struct {
	Species  string `json:"species"`
	Cultivar string `json:"cultivar"`
	Notes    string `json:"notes"`
}

// SearchMessage is sent by the collection's inventory screen; curators may use
// patterns such as "^Acer palmatum (Deshojo|Kiyohime)".
type SearchMessage struct {
	Field   string `json:"field"`
	Pattern string `json:"pattern"`
}

type SearchReply struct {
	Matches []Specimen `json:"matches"`
	Error   string     `json:"error,omitempty"`
}

var fields = map[string]func(Specimen) string{
	"species":  func(s Specimen) string { return s.Species },
	"cultivar": func(s Specimen) string { return s.Cultivar },
	"notes":    func(s Specimen) string { return s.Notes },
}

func compileSearch(pattern string) (*regexp2.Regexp, error) {
	if len(pattern) == 0 || len(pattern) > 200 {
		return nil, errors.New("pattern must be 1-200 characters")
	}
	re, err := regexp2.Compile(pattern, regexp2.IgnoreCase)
	if err != nil {
		return nil, err
	}
	re.MatchTimeout = 100 * time.Millisecond
	return re, nil
}

type Catalogue struct {
	specimens []Specimen
}

func (c *Catalogue) Search(msg SearchMessage) ([]Specimen, error) {
	get, ok := fields[msg.Field]
	if !ok {
		return nil, errors.New("unknown field")
	}
	re, err := compileSearch(msg.Pattern)
	if err != nil {
		return nil, err
	}
	var out []Specimen
	for _, s := range c.specimens {
		ok, err := re.MatchString(get(s))
		if err != nil {
			return nil, err
		}
		if ok {
			out = append(out, s)
		}
	}
	return out, nil
}

type SearchSocket struct {
	upgrader websocket.Upgrader
	cat      *Catalogue
}

func (h *SearchSocket) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	conn, err := h.upgrader.Upgrade(w, r, nil)
	if err != nil {
		return
	}
	defer conn.Close()
	for {
		var msg SearchMessage
		if err := conn.ReadJSON(&msg); err != nil {
			return
		}
		var reply SearchReply
		if reply.Matches, err = h.cat.Search(msg); err != nil {
			reply.Error = err.Error()
		}
		if err := conn.WriteJSON(reply); err != nil {
			return
		}
	}
}

func main() {
	cat := &Catalogue{specimens: []Specimen{
		{Species: "Acer palmatum", Cultivar: "Deshojo", Notes: "Air-layered 2016, informal upright, spring red foliage"},
		{Species: "Juniperus chinensis", Cultivar: "Itoigawa", Notes: "Yamadori collected, deadwood jin and shari on the front"},
		{Species: "Pinus thunbergii", Cultivar: "", Notes: "Decandled every June, cascade style in an unglazed pot"},
	}}
	mux := http.NewServeMux()
	mux.Handle("/ws/catalogue", &SearchSocket{upgrader: websocket.Upgrader{ReadBufferSize: 4096, WriteBufferSize: 4096}, cat: cat})
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
