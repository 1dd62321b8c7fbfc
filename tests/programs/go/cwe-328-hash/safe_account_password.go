// Account registration and login helpers that store and check user password hashes.
package accounts

import (
	"context"
	"database/sql"
	"errors"

	"golang.org/x/crypto/bcrypt"
)

var ErrBadLogin = errors.New("invalid username or password")

type Repo struct{ DB *sql.DB }

func hashPassword(password string) (string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(password), 12)
	return string(h), err
}

func (r *Repo) Register(ctx context.Context, username, password string) error {
	if len(password) < 10 || len(password) > 72 {
		return errors.New("password length must be 10-72")
	}
	hash, err := hashPassword(password)
	if err != nil {
		return err
	}
	_, err = r.DB.ExecContext(ctx,
		"INSERT INTO users (username, password_hash) VALUES ($1, $2)",
		username, hash)
	return err
}

func (r *Repo) Login(ctx context.Context, username, password string) error {
	var stored string
	err := r.DB.QueryRowContext(ctx,
		"SELECT password_hash FROM users WHERE username = $1", username).Scan(&stored)
	if err != nil {
		return ErrBadLogin
	}
	if bcrypt.CompareHashAndPassword([]byte(stored), []byte(password)) != nil {
		return ErrBadLogin
	}
	return nil
}
