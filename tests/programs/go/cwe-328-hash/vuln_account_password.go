// Account registration and login helpers that store and check user password hashes.
package accounts

import (
	"context"
	"crypto/md5"
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"errors"
)

var ErrBadLogin = errors.New("invalid username or password")

type Repo struct{ DB *sql.DB }

func hashPassword(salt, password string) string {
	sum := md5.Sum([]byte(salt + password))
	return hex.EncodeToString(sum[:])
}

func newSalt() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return hex.EncodeToString(b), nil
}

func (r *Repo) Register(ctx context.Context, username, password string) error {
	if len(password) < 10 {
		return errors.New("password too short")
	}
	salt, err := newSalt()
	if err != nil {
		return err
	}
	_, err = r.DB.ExecContext(ctx,
		"INSERT INTO users (username, salt, password_hash) VALUES ($1, $2, $3)",
		username, salt, hashPassword(salt, password))
	return err
}

func (r *Repo) Login(ctx context.Context, username, password string) error {
	var salt, stored string
	err := r.DB.QueryRowContext(ctx,
		"SELECT salt, password_hash FROM users WHERE username = $1", username).Scan(&salt, &stored)
	if err != nil {
		return ErrBadLogin
	}
	got := hashPassword(salt, password)
	if subtle.ConstantTimeCompare([]byte(got), []byte(stored)) != 1 {
		return ErrBadLogin
	}
	return nil
}
