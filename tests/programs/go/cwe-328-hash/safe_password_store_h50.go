// Account registration and login handlers that store and check user password digests.
package accounts

import (
	"errors"
	"net/http"

	"golang.org/x/crypto/bcrypt"
)

type UserRepo interface {
	Create(email, salt, digest string) error
	Find(email string) (salt, digest string, err error)
}

type Service struct {
	Users UserRepo
}

const bcryptCost = 12

func digestPassword(password string) (string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(password), bcryptCost)
	return string(h), err
}

func (s *Service) Register(w http.ResponseWriter, r *http.Request) {
	email, password := r.PostFormValue("email"), r.PostFormValue("password")
	if email == "" || len(password) < 10 || len(password) > 72 {
		http.Error(w, "email and a 10-72 character password are required", http.StatusBadRequest)
		return
	}
	digest, err := digestPassword(password)
	if err == nil {
		// bcrypt embeds its own salt in the digest
		err = s.Users.Create(email, "", digest)
	}
	if err != nil {
		http.Error(w, "registration failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusCreated)
}

func (s *Service) CheckLogin(email, password string) error {
	_, stored, err := s.Users.Find(email)
	if err != nil {
		return errors.New("invalid credentials")
	}
	if bcrypt.CompareHashAndPassword([]byte(stored), []byte(password)) != nil {
		return errors.New("invalid credentials")
	}
	return nil
}
