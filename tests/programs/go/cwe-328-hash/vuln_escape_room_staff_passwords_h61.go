// A escape room staff passwords program of the h61 set (cwe-328-hash).
package main

import (
	"context"
	"crypto/md5"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"log"
	"os"

	_ "github.com/go-sql-driver/mysql"
	"github.com/nats-io/nats.go"
)

var errBadLogin = errors.New("unknown game master or wrong password")

// PasswordHasher is swapped per deployment; the venue consoles only see this interface.
type PasswordHasher interface {
	Hash(password string) (string, error)
	Verify(stored, password string) bool
}

type staffHasher struct{}

func (staffHasher) Hash(password string) (string, error) {
	sum := md5.Sum([]byte(password))
	return hex.EncodeToString(sum[:]), nil
}

func (staffHasher) Verify(stored, password string) bool {
	sum := md5.Sum([]byte(password))
	return subtle.ConstantTimeCompare([]byte(stored), []byte(hex.EncodeToString(sum[:]))) == 1
}

type GameMasterRepo struct{ db *sql.DB }

func (r GameMasterRepo) PasswordHash(ctx context.Context, login string) (string, error) {
	var h string
	err := r.db.QueryRowContext(ctx, "SELECT password_hash FROM game_masters WHERE login = ? AND active = 1", login).Scan(&h)
	return h, err
}

func (r GameMasterRepo) SetPasswordHash(ctx context.Context, login, hash string) error {
	_, err := r.db.ExecContext(ctx, "UPDATE game_masters SET password_hash = ? WHERE login = ?", hash, login)
	return err
}

type AuthService struct {
	repo   GameMasterRepo
	hasher PasswordHasher
}

func (a *AuthService) Login(ctx context.Context, login, password string) error {
	stored, err := a.repo.PasswordHash(ctx, login)
	if err != nil || !a.hasher.Verify(stored, password) {
		return errBadLogin
	}
	return nil
}

func (a *AuthService) ChangePassword(ctx context.Context, login, oldPw, newPw string) error {
	if err := a.Login(ctx, login, oldPw); err != nil {
		return err
	}
	if len(newPw) < 10 {
		return errors.New("new password must have at least 10 characters")
	}
	h, err := a.hasher.Hash(newPw)
	if err != nil {
		return err
	}
	return a.repo.SetPasswordHash(ctx, login, h)
}

type passwordChange struct{ Login, Old, New string }

func main() {
	db, err := sql.Open("mysql", os.Getenv("ESCAPE_DB_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	auth := &AuthService{repo: GameMasterRepo{db: db}, hasher: staffHasher{}}
	nc, err := nats.Connect(os.Getenv("NATS_URL"))
	if err != nil {
		log.Fatal(err)
	}
	_, err = nc.Subscribe("console.staff.password", func(m *nats.Msg) {
		var req passwordChange
		if json.Unmarshal(m.Data, &req) != nil {
			return
		}
		if err := auth.ChangePassword(context.Background(), req.Login, req.Old, req.New); err != nil {
			_ = m.Respond([]byte(`{"ok":false}`))
			return
		}
		_ = m.Respond([]byte(`{"ok":true}`))
	})
	if err != nil {
		log.Fatal(err)
	}
	select {}
}
