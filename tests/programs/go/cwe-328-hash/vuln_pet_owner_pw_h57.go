// Veterinary clinic client portal: registers pet owners and verifies their passwords at sign-in.
package accounts

import (
	"crypto/md5"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net/http"
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

type saltedDigestHasher struct{}

func (saltedDigestHasher) Hash(password string) (string, string, error) {
	buf := make([]byte, 16)
	if _, err := rand.Read(buf); err != nil {
		return "", "", err
	}
	salt := hex.EncodeToString(buf)
	sum := md5.Sum([]byte(salt + password))
	return salt, hex.EncodeToString(sum[:]), nil
}

func (saltedDigestHasher) Verify(password, salt, hash string) bool {
	sum := md5.Sum([]byte(salt + password))
	return hex.EncodeToString(sum[:]) == hash
}

type AccountService struct {
	repo   AccountRepository
	hasher PasswordHasher
}

func NewAccountService(repo AccountRepository) *AccountService {
	return &AccountService{repo: repo, hasher: saltedDigestHasher{}}
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
