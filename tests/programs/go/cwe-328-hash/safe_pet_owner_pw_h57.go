// Veterinary clinic client portal: registers pet owners and verifies their passwords at sign-in.
package accounts

import (
	"errors"
	"net/http"

	"golang.org/x/crypto/bcrypt"
)

var ErrInvalidLogin = errors.New("invalid email or password")

type OwnerAccount struct {
	Email        string
	Salt         string
	PasswordHash string
}

type AccountRepository interface {
	Insert(a OwnerAccount) error
	ByEmail(email string) (OwnerAccount, error)
}

type PasswordHasher interface {
	Hash(password string) (salt, hash string, err error)
	Verify(password, salt, hash string) bool
}

type bcryptHasher struct{ cost int }

// Hash returns an empty salt because bcrypt embeds its own salt in the hash.
func (b bcryptHasher) Hash(password string) (string, string, error) {
	h, err := bcrypt.GenerateFromPassword([]byte(password), b.cost)
	if err != nil {
		return "", "", err
	}
	return "", string(h), nil
}

func (bcryptHasher) Verify(password, _ string, hash string) bool {
	return bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil
}

type AccountService struct {
	repo   AccountRepository
	hasher PasswordHasher
}

func NewAccountService(repo AccountRepository) *AccountService {
	return &AccountService{repo: repo, hasher: bcryptHasher{cost: 12}}
}

func (s *AccountService) Register(r *http.Request) error {
	salt, hash, err := s.hasher.Hash(r.PostFormValue("password"))
	if err != nil {
		return err
	}
	return s.repo.Insert(OwnerAccount{Email: r.PostFormValue("email"), Salt: salt, PasswordHash: hash})
}

func (s *AccountService) SignIn(email, password string) (OwnerAccount, error) {
	acct, err := s.repo.ByEmail(email)
	if err != nil || !s.hasher.Verify(password, acct.Salt, acct.PasswordHash) {
		return OwnerAccount{}, ErrInvalidLogin
	}
	return acct, nil
}
