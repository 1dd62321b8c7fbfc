// Repository browser that lists recent commits on a requested branch.
package main

import (
	"fmt"
	"log"
	"net/http"
	"os"
	"os/exec"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

type repoService struct {
	path string
}

func (s repoService) commits(r *http.Request, branch string) ([]byte, error) {
	script := fmt.Sprintf("cd %s && git log --oneline -n 20 %s", s.path, branch)
	return exec.CommandContext(r.Context(), "bash", "-c", script).Output()
}

func (s repoService) listCommits(w http.ResponseWriter, r *http.Request) {
	branch := r.URL.Query().Get("branch")
	if branch == "" {
		branch = "main"
	}
	out, err := s.commits(r, branch)
	if err != nil {
		http.Error(w, "unable to read history", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write(out)
}

func main() {
	svc := repoService{path: os.Getenv("REPO_PATH")}
	r := chi.NewRouter()
	r.Use(middleware.Logger)
	r.Get("/history", svc.listCommits)
	log.Fatal(http.ListenAndServe(":8084", r))
}
