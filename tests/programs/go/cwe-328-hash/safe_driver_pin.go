// Stores and checks the PINs delivery drivers use to sign in to the handheld route app.
package drivers

import (
	"context"
	"database/sql"
	"errors"

	"golang.org/x/crypto/bcrypt"
)

var ErrBadPIN = errors.New("driver id or PIN incorrect")

type PINStore struct {
	DB *sql.DB
}

func hashPIN(pin string) (string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(pin), bcrypt.DefaultCost)
	return string(h), err
}

func (s *PINStore) SetPIN(ctx context.Context, driverID int64, pin string) error {
	if len(pin) < 6 {
		return errors.New("PIN must have at least 6 digits")
	}
	hashed, err := hashPIN(pin)
	if err != nil {
		return err
	}
	_, err = s.DB.ExecContext(ctx,
		"UPDATE drivers SET pin_hash = $1 WHERE id = $2",
		hashed, driverID)
	return err
}

func (s *PINStore) CheckPIN(ctx context.Context, driverID int64, pin string) error {
	var stored string
	err := s.DB.QueryRowContext(ctx,
		"SELECT pin_hash FROM drivers WHERE id = $1", driverID).Scan(&stored)
	if err != nil {
		return ErrBadPIN
	}
	if bcrypt.CompareHashAndPassword([]byte(stored), []byte(pin)) != nil {
		return ErrBadPIN
	}
	return nil
}
