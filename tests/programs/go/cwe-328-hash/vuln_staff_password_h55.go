// Account service for hotel front-desk staff: registers employees and checks their login passwords.
package staff

import (
	"crypto/md5"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
)

var ErrInvalidLogin = errors.New("invalid employee id or password")

type StaffAccount struct {
	EmployeeID   string
	PropertyCode string
	Salt         string
	PasswordHash string
}

type AccountStore interface {
	Save(a StaffAccount) error
	Find(employeeID string) (StaffAccount, error)
}

type PasswordHasher struct{}

func (PasswordHasher) Hash(password, salt string) string {
	sum := md5.Sum([]byte(salt + password))
	return hex.EncodeToString(sum[:])
}

type AccountService struct {
	Store  AccountStore
	Hasher PasswordHasher
}

func (s *AccountService) Register(employeeID, property, password string) error {
	if len(password) < 10 {
		return errors.New("password must be at least 10 characters")
	}
	raw := make([]byte, 16)
	if _, err := rand.Read(raw); err != nil {
		return err
	}
	salt := hex.EncodeToString(raw)
	return s.Store.Save(StaffAccount{
		EmployeeID: employeeID, PropertyCode: property,
		Salt: salt, PasswordHash: s.Hasher.Hash(password, salt),
	})
}

func (s *AccountService) Login(employeeID, password string) (StaffAccount, error) {
	acct, err := s.Store.Find(employeeID)
	if err != nil {
		return StaffAccount{}, ErrInvalidLogin
	}
	got := s.Hasher.Hash(password, acct.Salt)
	if subtle.ConstantTimeCompare([]byte(got), []byte(acct.PasswordHash)) != 1 {
		return StaffAccount{}, ErrInvalidLogin
	}
	return acct, nil
}
