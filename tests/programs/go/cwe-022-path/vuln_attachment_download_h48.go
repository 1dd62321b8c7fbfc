// Serves ticket attachments stored on local disk to support agents.
package attachments

import (
	"io"
	"net/http"
	"os"
	"strings"
)

type Store struct {
	Root string
}

func NewStore(root string) *Store {
	return &Store{Root: strings.TrimRight(root, "/")}
}

func (s *Store) resolve(ticket, name string) (string, bool) {
	full := s.Root + "/" + ticket + "/" + name
	if !strings.HasPrefix(full, s.Root+"/") {
		return "", false
	}
	return full, true
}

func (s *Store) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	ticket := q.Get("ticket")
	name := q.Get("name")
	if ticket == "" || name == "" {
		http.Error(w, "missing parameters", http.StatusBadRequest)
		return
	}
	path, ok := s.resolve(ticket, name)
	if !ok {
		http.Error(w, "invalid attachment", http.StatusBadRequest)
		return
	}
	f, err := os.Open(path)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Disposition", "attachment")
	io.Copy(w, f)
}
