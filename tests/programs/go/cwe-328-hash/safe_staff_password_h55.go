// Account service for hotel front-desk staff: registers employees and checks their login passwords.
package staff

import (
	"errors"

	"golang.org/x/crypto/bcrypt"
)

var ErrInvalidLogin = errors.New("invalid employee id or password")

type StaffAccount struct {
	EmployeeID   string
	PropertyCode string
	PasswordHash string
}

type AccountStore interface {
	Save(a StaffAccount) error
	Find(employeeID string) (StaffAccount, error)
}

type PasswordHasher struct{ Cost int }

func (h PasswordHasher) Hash(password string) (string, error) {
	b, err := bcrypt.GenerateFromPassword([]byte(password), h.Cost)
	return string(b), err
}

func (h PasswordHasher) Matches(hash, password string) bool {
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil
}

type AccountService struct {
	Store  AccountStore
	Hasher PasswordHasher
}

func (s *AccountService) Register(employeeID, property, password string) error {
	if len(password) < 10 {
		return errors.New("password must be at least 10 characters")
	}
	hash, err := s.Hasher.Hash(password)
	if err != nil {
		return err
	}
	return s.Store.Save(StaffAccount{EmployeeID: employeeID, PropertyCode: property, PasswordHash: hash})
}

func (s *AccountService) Login(employeeID, password string) (StaffAccount, error) {
	acct, err := s.Store.Find(employeeID)
	if err != nil {
		return StaffAccount{}, ErrInvalidLogin
	}
	if !s.Hasher.Matches(acct.PasswordHash, password) {
		return StaffAccount{}, ErrInvalidLogin
	}
	return acct, nil
}
