// A forager group invites program of the h64 set (cwe-330-random).
package main

import (
	"database/sql"
	"encoding/json"
	"log"
	"math/rand"
	"net/http"
	"net/mail"
	"os"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type inviteRequest struct {
	Invitees []struct {
		Email string `json:"email"`
		Role  string `json:"role"`
	} `json:"invitees"`
}

var roles = map[string]bool{"guest": true, "forager": true, "identifier": true}

// invite codes are typed on phones in the field, so no look-alike characters
const codeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

func inviteCode(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteByte(codeAlphabet[rand.Intn(len(codeAlphabet))])
	}
	return b.String()
}

func createInvites(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		group := chi.URLParam(r, "group")
		var req inviteRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || len(req.Invitees) == 0 {
			http.Error(w, "invitees required", http.StatusBadRequest)
			return
		}
		codes := map[string]string{}
		expires := time.Now().Add(72 * time.Hour)
		for _, inv := range req.Invitees {
			addr, err := mail.ParseAddress(inv.Email)
			if err != nil || !roles[inv.Role] {
				http.Error(w, "invalid invitee", http.StatusBadRequest)
				return
			}
			code := inviteCode(10)
			_, err = db.ExecContext(r.Context(),
				`INSERT INTO group_invites (group_slug, email, role, code, expires_at) VALUES ($1, $2, $3, $4, $5)`,
				group, addr.Address, inv.Role, code, expires)
			if err != nil {
				log.Printf("invite for group %s: %v", group, err)
				http.Error(w, "could not create invites", http.StatusInternalServerError)
				return
			}
			codes[addr.Address] = code
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"group": group, "codes": codes, "expires": expires})
	}
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	r := chi.NewRouter()
	r.Use(middleware.Logger, middleware.Recoverer)
	r.Post("/groups/{group}/invites", createInvites(db))
	srv := &http.Server{Addr: ":8443", Handler: r, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
