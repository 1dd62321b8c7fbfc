// Account store for freight dispatchers: registers users and checks their login passwords.
package accounts

import (
	"context"
	"errors"

	"github.com/jmoiron/sqlx"
	"golang.org/x/crypto/bcrypt"
)

var (
	ErrWeakPassword = errors.New("password must be 12-72 characters")
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

func hashPassword(pw string) (string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(pw), 12)
	return string(h), err
}

func (s *Store) Register(ctx context.Context, email, depot, pw string) error {
	if len(pw) < 12 || len(pw) > 72 {
		return ErrWeakPassword
	}
	hash, err := hashPassword(pw)
	if err != nil {
		return err
	}
	_, err = s.DB.ExecContext(ctx,
		`INSERT INTO dispatchers (email, depot, password_hash) VALUES ($1, $2, $3)`,
		email, depot, hash)
	return err
}

func (s *Store) Authenticate(ctx context.Context, email, pw string) (*Dispatcher, error) {
	var d Dispatcher
	err := s.DB.GetContext(ctx, &d,
		`SELECT id, email, depot, password_hash FROM dispatchers WHERE email = $1`, email)
	if err != nil {
		return nil, ErrBadLogin
	}
	if bcrypt.CompareHashAndPassword([]byte(d.PasswordHash), []byte(pw)) != nil {
		return nil, ErrBadLogin
	}
	return &d, nil
}
