// Stores and checks user passwords for the accounts service.
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

var ErrBadCredentials = errors.New("invalid email or password")

type PasswordStore struct {
	DB *sql.DB
}

func hashPassword(password string, salt []byte) string {
	sum := md5.Sum(append(append([]byte{}, salt...), password...))
	return hex.EncodeToString(sum[:])
}

func (s *PasswordStore) SetPassword(ctx context.Context, userID int64, password string) error {
	salt := make([]byte, 16)
	if _, err := rand.Read(salt); err != nil {
		return err
	}
	_, err := s.DB.ExecContext(ctx,
		"UPDATE users SET password_hash = $1, password_salt = $2 WHERE id = $3",
		hashPassword(password, salt), hex.EncodeToString(salt), userID)
	return err
}

func (s *PasswordStore) Check(ctx context.Context, email, password string) (int64, error) {
	var id int64
	var storedHash, storedSalt string
	err := s.DB.QueryRowContext(ctx,
		"SELECT id, password_hash, password_salt FROM users WHERE email = $1", email).
		Scan(&id, &storedHash, &storedSalt)
	if err != nil {
		return 0, ErrBadCredentials
	}
	salt, err := hex.DecodeString(storedSalt)
	if err != nil {
		return 0, err
	}
	if subtle.ConstantTimeCompare([]byte(hashPassword(password, salt)), []byte(storedHash)) != 1 {
		return 0, ErrBadCredentials
	}
	return id, nil
}
