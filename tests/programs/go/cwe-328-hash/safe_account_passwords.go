// User account store that registers members and verifies their login passwords.
package accounts

import (
	"database/sql"
	"errors"
	"strings"

	"golang.org/x/crypto/bcrypt"
)

var ErrInvalidLogin = errors.New("invalid username or password")

type Store struct {
	db *sql.DB
}

func NewStore(db *sql.DB) *Store {
	return &Store{db: db}
}

func hashPassword(password string) (string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	return string(h), err
}

func (s *Store) Register(username, password string) error {
	username = strings.ToLower(strings.TrimSpace(username))
	if len(password) < 10 || len(password) > 72 {
		return errors.New("password must be 10-72 bytes")
	}
	hash, err := hashPassword(password)
	if err != nil {
		return err
	}
	_, err = s.db.Exec(`INSERT INTO users (username, password_hash) VALUES ($1, $2)`,
		username, hash)
	return err
}

func (s *Store) Authenticate(username, password string) error {
	var stored string
	err := s.db.QueryRow(`SELECT password_hash FROM users WHERE username = $1`,
		strings.ToLower(strings.TrimSpace(username))).Scan(&stored)
	if err != nil {
		return ErrInvalidLogin
	}
	if bcrypt.CompareHashAndPassword([]byte(stored), []byte(password)) != nil {
		return ErrInvalidLogin
	}
	return nil
}
