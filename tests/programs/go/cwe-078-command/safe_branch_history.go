// Repository browser that lists recent commits on a requested branch.
package main

import (
	"errors"
	"log"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

var branchName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._/-]{0,99}$`)

type repoService struct {
	path string
}

func (s repoService) commits(r *http.Request, branch string) ([]byte, error) {
	if !branchName.MatchString(branch) || strings.Contains(branch, "..") {
		return nil, errors.New("invalid branch name")
	}
	return exec.CommandContext(r.Context(), "git", "-C", s.path, "log", "--oneline", "-n", "20", branch, "--").Output()
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
