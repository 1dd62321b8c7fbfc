// Signup endpoint that validates a new member's display name and email before creating the account.
package signup

import (
	"encoding/json"
	"net/http"
	"net/mail"
	"unicode/utf8"

	"github.com/dlclark/regexp2"
)

var displayNameRe = regexp2.MustCompile(`^([a-zA-Z0-9]+\s?)*$`, regexp2.None)

type signupRequest struct {
	DisplayName string `json:"display_name"`
	Email       string `json:"email"`
}

type AccountCreator interface {
	Create(displayName, email string) (int64, error)
}

func validDisplayName(name string) bool {
	if name == "" || utf8.RuneCountInString(name) > 64 {
		return false
	}
	ok, err := displayNameRe.MatchString(name)
	return err == nil && ok
}

func SignupHandler(accounts AccountCreator) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var req signupRequest
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&req); err != nil {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		if !validDisplayName(req.DisplayName) {
			http.Error(w, "display name may contain letters, digits and single spaces", http.StatusBadRequest)
			return
		}
		if _, err := mail.ParseAddress(req.Email); err != nil {
			http.Error(w, "invalid email", http.StatusBadRequest)
			return
		}
		id, err := accounts.Create(req.DisplayName, req.Email)
		if err != nil {
			http.Error(w, "could not create account", http.StatusConflict)
			return
		}
		w.WriteHeader(http.StatusCreated)
		json.NewEncoder(w).Encode(map[string]int64{"id": id})
	}
}
