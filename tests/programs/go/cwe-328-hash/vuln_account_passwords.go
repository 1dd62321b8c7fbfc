// User account store that registers members and verifies their login passwords.
package accounts

import (
	"crypto/md5"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"errors"
	"strings"
)

var ErrInvalidLogin = errors.New("invalid username or password")

type Store struct {
	db *sql.DB
}

func NewStore(db *sql.DB) *Store {
	return &Store{db: db}
}

func hashPassword(password string) string {
	sum := md5.Sum([]byte(password))
	return hex.EncodeToString(sum[:])
}

func (s *Store) Register(username, password string) error {
	username = strings.ToLower(strings.TrimSpace(username))
	if len(password) < 10 {
		return errors.New("password too short")
	}
	_, err := s.db.Exec(`INSERT INTO users (username, password_hash) VALUES ($1, $2)`,
		username, hashPassword(password))
	return err
}

func (s *Store) Authenticate(username, password string) error {
	var stored string
	err := s.db.QueryRow(`SELECT password_hash FROM users WHERE username = $1`,
		strings.ToLower(strings.TrimSpace(username))).Scan(&stored)
	if err != nil {
		return ErrInvalidLogin
	}
	if subtle.ConstantTimeCompare([]byte(stored), []byte(hashPassword(password))) != 1 {
		return ErrInvalidLogin
	}
	return nil
}
