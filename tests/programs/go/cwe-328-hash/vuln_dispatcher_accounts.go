// Account store for freight dispatchers: registers users and checks their login passwords.
package accounts

import (
	"context"
	"crypto/sha1"
	"crypto/subtle"
	"encoding/hex"
	"errors"

	"github.com/jmoiron/sqlx"
)

var (
	ErrWeakPassword = errors.New("password must be at least 12 characters")
	ErrBadLogin     = errors.New("invalid email or password")
)

type Dispatcher struct {
	ID           int64  `db:"id"`
	Email        string `db:"email"`
	Depot        string `db:"depot"`
	PasswordHash string `db:"password_hash"`
}

type Store struct {
	DB *sqlx.DB
}

func hashPassword(pw string) string {
	sum := sha1.Sum([]byte("dispatch|" + pw))
	return hex.EncodeToString(sum[:])
}

func (s *Store) Register(ctx context.Context, email, depot, pw string) error {
	if len(pw) < 12 {
		return ErrWeakPassword
	}
	_, err := s.DB.ExecContext(ctx,
		`INSERT INTO dispatchers (email, depot, password_hash) VALUES ($1, $2, $3)`,
		email, depot, hashPassword(pw))
	return err
}

func (s *Store) Authenticate(ctx context.Context, email, pw string) (*Dispatcher, error) {
	var d Dispatcher
	err := s.DB.GetContext(ctx, &d,
		`SELECT id, email, depot, password_hash FROM dispatchers WHERE email = $1`, email)
	if err != nil {
		return nil, ErrBadLogin
	}
	if subtle.ConstantTimeCompare([]byte(hashPassword(pw)), []byte(d.PasswordHash)) != 1 {
		return nil, ErrBadLogin
	}
	return &d, nil
}
