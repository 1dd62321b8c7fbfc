// Stores and checks user passwords for the accounts service.
package accounts

import (
	"context"
	"database/sql"
	"errors"

	"golang.org/x/crypto/bcrypt"
)

var ErrBadCredentials = errors.New("invalid email or password")

type PasswordStore struct {
	DB *sql.DB
}

func hashPassword(password string) (string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(password), 12)
	if err != nil {
		return "", err
	}
	return string(h), nil
}

func (s *PasswordStore) SetPassword(ctx context.Context, userID int64, password string) error {
	hash, err := hashPassword(password)
	if err != nil {
		return err
	}
	_, err = s.DB.ExecContext(ctx,
		"UPDATE users SET password_hash = $1 WHERE id = $2",
		hash, userID)
	return err
}

func (s *PasswordStore) Check(ctx context.Context, email, password string) (int64, error) {
	var id int64
	var storedHash string
	err := s.DB.QueryRowContext(ctx,
		"SELECT id, password_hash FROM users WHERE email = $1", email).
		Scan(&id, &storedHash)
	if err != nil {
		return 0, ErrBadCredentials
	}
	if err := bcrypt.CompareHashAndPassword([]byte(storedHash), []byte(password)); err != nil {
		return 0, ErrBadCredentials
	}
	return id, nil
}
