// A fencing school member portal server program of the h75 set (cwe-319-cleartext).
package main

import (
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"time"

	"github.com/gorilla/sessions"
	"golang.org/x/crypto/bcrypt"
)

type portalConfig struct {
	Addr     string
	CertFile string
	KeyFile  string
}

var errMissingTLSFiles = errors.New("certificate or key file missing")

func loadConfig() portalConfig {
	cfg := portalConfig{
		Addr:     ":8443",
		CertFile: "/etc/fencing-portal/tls/fullchain.pem",
		KeyFile:  "/etc/fencing-portal/tls/privkey.pem",
	}
	if v := os.Getenv("PORTAL_ADDR"); v != "" {
		cfg.Addr = v
	}
	return cfg
}

func checkTLSFiles(cfg portalConfig) error {
	for _, f := range []string{cfg.CertFile, cfg.KeyFile} {
		if _, err := os.Stat(f); err != nil {
			return fmt.Errorf("%w: %s: %v", errMissingTLSFiles, f, err)
		}
	}
	if _, err := tls.LoadX509KeyPair(cfg.CertFile, cfg.KeyFile); err != nil {
		return fmt.Errorf("load key pair: %w", err)
	}
	return nil
}

type portal struct {
	members map[string]string // member number -> bcrypt hash
	store   *sessions.CookieStore
}

var errUnknownMember = errors.New("unknown member")

func loadMembers(path string) (map[string]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read members: %w", err)
	}
	members := map[string]string{}
	if err := json.Unmarshal(data, &members); err != nil {
		return nil, fmt.Errorf("parse members: %w", err)
	}
	return members, nil
}

func (p *portal) checkMember(member, password string) error {
	hash, ok := p.members[member]
	if !ok {
		return errUnknownMember
	}
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password))
}

func (p *portal) login(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.ServeFile(w, r, "/srv/fencing-portal/login.html")
		return
	}
	member := r.PostFormValue("member_no")
	password := r.PostFormValue("password")
	if member == "" || password == "" {
		http.Error(w, "member number and password are required", http.StatusBadRequest)
		return
	}
	if err := p.checkMember(member, password); err != nil {
		log.Printf("login for member %s failed: %v", member, err)
		http.Error(w, "login failed", http.StatusUnauthorized)
		return
	}
	sess, _ := p.store.New(r, "fencing-portal")
	sess.Values["member_no"] = member
	if err := sess.Save(r, w); err != nil {
		log.Printf("save session for %s: %v", member, err)
		http.Error(w, "login failed", http.StatusInternalServerError)
		return
	}
	http.Redirect(w, r, "/bouts", http.StatusSeeOther)
}

func main() {
	cfg := loadConfig()
	members, err := loadMembers("/etc/fencing-portal/members.json")
	if err != nil {
		log.Fatalf("startup: %v", err)
	}
	p := &portal{members: members, store: sessions.NewCookieStore([]byte(os.Getenv("PORTAL_SESSION_KEY")))}

	mux := http.NewServeMux()
	mux.HandleFunc("/login", p.login)
	mux.Handle("/", http.FileServer(http.Dir("/srv/fencing-portal/static")))

	srv := &http.Server{
		Addr:              cfg.Addr,
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
		TLSConfig:         &tls.Config{MinVersion: tls.VersionTLS12},
	}

	if err := checkTLSFiles(cfg); err != nil {
		log.Printf("TLS setup failed: %v; serving plain HTTP on %s", err, cfg.Addr)
		log.Fatalf("portal server: %v", srv.ListenAndServe())
	}
	log.Fatalf("portal server: %v", srv.ListenAndServeTLS(cfg.CertFile, cfg.KeyFile))
}
