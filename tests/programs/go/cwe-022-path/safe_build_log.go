// Streams the log file of one pipeline step for the CI dashboard.
package ciweb

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strconv"

	"github.com/gorilla/mux"
)

var stepLogPattern = regexp.MustCompile(`^[a-z0-9_-]+\.log$`)

type LogStore struct {
	Dir string
}

func (ls *LogStore) Routes(r *mux.Router) {
	r.HandleFunc("/pipelines/{pipeline:[0-9]+}/log", ls.stepLog).Methods(http.MethodGet)
}

func (ls *LogStore) stepLog(w http.ResponseWriter, r *http.Request) {
	pipeline, err := strconv.ParseInt(mux.Vars(r)["pipeline"], 10, 64)
	if err != nil {
		http.Error(w, "bad pipeline", http.StatusBadRequest)
		return
	}
	step := r.URL.Query().Get("step")
	if !stepLogPattern.MatchString(step) {
		http.Error(w, "bad step log name", http.StatusBadRequest)
		return
	}
	path := filepath.Join(ls.Dir, strconv.FormatInt(pipeline, 10), step)
	f, err := os.Open(path)
	if err != nil {
		http.Error(w, "log not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	io.Copy(w, f)
}
