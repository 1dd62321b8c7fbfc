// Sign-in endpoint for a food-bank volunteer portal, checking passphrases against stored credential records.
package volunteers

import (
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"encoding/base64"
	"net/http"

	"golang.org/x/crypto/pbkdf2"
)

type Credential struct {
	VolunteerID string
	Salt        []byte
	Digest      []byte
}

type CredentialRepo struct{ DB *sql.DB }

func (r *CredentialRepo) ByEmail(email string) (*Credential, error) {
	var c Credential
	var salt, digest string
	err := r.DB.QueryRow("SELECT volunteer_id, salt, digest FROM volunteer_credentials WHERE email = $1", email).
		Scan(&c.VolunteerID, &salt, &digest)
	if err != nil {
		return nil, err
	}
	if c.Salt, err = base64.StdEncoding.DecodeString(salt); err != nil {
		return nil, err
	}
	c.Digest, err = base64.StdEncoding.DecodeString(digest)
	return &c, err
}

const kdfIterations = 600000

func derive(passphrase string, salt []byte) []byte {
	return pbkdf2.Key([]byte(passphrase), salt, kdfIterations, 32, sha256.New)
}

type LoginHandler struct {
	Repo     *CredentialRepo
	StartRun func(w http.ResponseWriter, volunteerID string)
}

func (h *LoginHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	cred, err := h.Repo.ByEmail(r.PostFormValue("email"))
	if err != nil {
		http.Error(w, "sign-in failed", http.StatusUnauthorized)
		return
	}
	if subtle.ConstantTimeCompare(derive(r.PostFormValue("passphrase"), cred.Salt), cred.Digest) != 1 {
		http.Error(w, "sign-in failed", http.StatusUnauthorized)
		return
	}
	h.StartRun(w, cred.VolunteerID)
}
