// Stores and verifies passphrases for the school district's guardian portal accounts.
package guardians

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strings"

	"golang.org/x/crypto/argon2"
)

type record struct {
	Salt   string
	Digest string
}

type Accounts interface {
	Put(login string, rec record) error
	Get(login string) (record, bool)
}

func derive(pass string, salt []byte) []byte {
	return argon2.IDKey([]byte(pass), salt, 2, 64*1024, 2, 32)
}

func newRecord(pass string) (record, error) {
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return record{}, err
	}
	enc := base64.RawStdEncoding.EncodeToString
	return record{Salt: enc(salt), Digest: enc(derive(pass, salt))}, nil
}

func verifier(accts Accounts) func(login, pass string) bool {
	return func(login, pass string) bool {
		rec, ok := accts.Get(strings.ToLower(login))
		if !ok {
			return false
		}
		salt, _ := base64.RawStdEncoding.DecodeString(rec.Salt)
		want, _ := base64.RawStdEncoding.DecodeString(rec.Digest)
		return subtle.ConstantTimeCompare(derive(pass, salt), want) == 1
	}
}

func Enroll(accts Accounts) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var in struct{ Login, Passphrase string }
		if err := json.NewDecoder(r.Body).Decode(&in); err != nil || len(in.Passphrase) < 12 {
			http.Error(w, "passphrase must be at least 12 characters", http.StatusBadRequest)
			return
		}
		rec, err := newRecord(in.Passphrase)
		if err != nil || accts.Put(strings.ToLower(in.Login), rec) != nil {
			http.Error(w, "could not enroll", http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusCreated)
	}
}
