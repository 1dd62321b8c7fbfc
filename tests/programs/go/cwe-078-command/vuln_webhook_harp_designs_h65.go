// A webhook harp designs program of the h65 set (cwe-078-command).
package main

// Receives push webhooks from the workshop's Gitea instance and re-renders the
// string charts and soundboard drawings for the branch that was pushed.

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"time"
)

const repoDir = "/srv/harp-designs"

type pushEvent struct {
	Ref        string `json:"ref"`
	After      string `json:"after"`
	Repository struct {
		FullName string `json:"full_name"`
	} `json:"repository"`
}

type receiver struct {
	hookKey []byte
}

func (rc *receiver) validSignature(body []byte, sig string) bool {
	mac := hmac.New(sha256.New, rc.hookKey)
	mac.Write(body)
	got, err := hex.DecodeString(sig)
	return err == nil && hmac.Equal(got, mac.Sum(nil))
}

func (rc *receiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, "could not read body", http.StatusBadRequest)
		return
	}
	if !rc.validSignature(body, r.Header.Get("X-Gitea-Signature")) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	if r.Header.Get("X-Gitea-Event") != "push" {
		w.WriteHeader(http.StatusNoContent)
		return
	}

	var ev pushEvent
	if err := json.Unmarshal(body, &ev); err != nil {
		http.Error(w, "invalid payload", http.StatusBadRequest)
		return
	}
	if !strings.HasPrefix(ev.Ref, "refs/heads/") {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	branch := strings.TrimPrefix(ev.Ref, "refs/heads/")

	go func() {
		if err := renderBranch(context.Background(), branch); err != nil {
			log.Printf("render of %s@%s failed: %v", ev.Repository.FullName, ev.After, err)
		}
	}()
	w.WriteHeader(http.StatusAccepted)
}

// renderBranch checks the pushed branch out into the render worktree and
// rebuilds the PDFs the luthiers print at the bench.
func renderBranch(ctx context.Context, branch string) error {
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()

	script := "git fetch --quiet origin && git checkout --quiet -B render origin/" + branch + " && make string-charts"
	cmd := exec.CommandContext(ctx, "sh", "-c", script)
	cmd.Dir = repoDir
	out, err := cmd.CombinedOutput()
	if err != nil {
		log.Printf("render output:\n%s", out)
	}
	return err
}

func main() {
	key := os.Getenv("GITEA_WEBHOOK_SECRET")
	if len(key) < 32 {
		log.Fatal("GITEA_WEBHOOK_SECRET must be set to at least 32 characters")
	}
	mux := http.NewServeMux()
	mux.Handle("POST /hooks/gitea", &receiver{hookKey: []byte(key)})
	srv := &http.Server{Addr: ":8080", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
