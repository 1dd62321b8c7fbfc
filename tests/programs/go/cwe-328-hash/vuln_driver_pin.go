// Stores and checks the PINs delivery drivers use to sign in to the handheld route app.
package drivers

import (
	"context"
	"crypto/md5"
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"errors"
)

var ErrBadPIN = errors.New("driver id or PIN incorrect")

type PINStore struct {
	DB *sql.DB
}

func hashPIN(salt, pin string) string {
	sum := md5.Sum([]byte(salt + ":" + pin))
	return hex.EncodeToString(sum[:])
}

func (s *PINStore) SetPIN(ctx context.Context, driverID int64, pin string) error {
	if len(pin) < 6 {
		return errors.New("PIN must have at least 6 digits")
	}
	saltBytes := make([]byte, 16)
	if _, err := rand.Read(saltBytes); err != nil {
		return err
	}
	salt := hex.EncodeToString(saltBytes)
	_, err := s.DB.ExecContext(ctx,
		"UPDATE drivers SET pin_salt = $1, pin_hash = $2 WHERE id = $3",
		salt, hashPIN(salt, pin), driverID)
	return err
}

func (s *PINStore) CheckPIN(ctx context.Context, driverID int64, pin string) error {
	var salt, stored string
	err := s.DB.QueryRowContext(ctx,
		"SELECT pin_salt, pin_hash FROM drivers WHERE id = $1", driverID).Scan(&salt, &stored)
	if err != nil {
		return ErrBadPIN
	}
	if subtle.ConstantTimeCompare([]byte(hashPIN(salt, pin)), []byte(stored)) != 1 {
		return ErrBadPIN
	}
	return nil
}
