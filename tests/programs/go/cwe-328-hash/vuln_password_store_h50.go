// Account registration and login handlers that store and check user password digests.
package accounts

import (
	"crypto/md5"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"net/http"
)

type UserRepo interface {
	Create(email, salt, digest string) error
	Find(email string) (salt, digest string, err error)
}

type Service struct {
	Users UserRepo
}

func digestPassword(salt, password string) string {
	sum := md5.Sum([]byte(salt + ":" + password))
	return hex.EncodeToString(sum[:])
}

func newSalt() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

func (s *Service) Register(w http.ResponseWriter, r *http.Request) {
	email, password := r.PostFormValue("email"), r.PostFormValue("password")
	if email == "" || len(password) < 10 {
		http.Error(w, "email and a 10+ character password are required", http.StatusBadRequest)
		return
	}
	salt, err := newSalt()
	if err == nil {
		err = s.Users.Create(email, salt, digestPassword(salt, password))
	}
	if err != nil {
		http.Error(w, "registration failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func (s *Service) CheckLogin(email, password string) error {
	salt, stored, err := s.Users.Find(email)
	if err != nil {
		return errors.New("invalid credentials")
	}
	candidate := digestPassword(salt, password)
	if subtle.ConstantTimeCompare([]byte(candidate), []byte(stored)) != 1 {
		return errors.New("invalid credentials")
	}
	return nil
}
