// A gqlgen calligraphy accounts program of the h65 set (cwe-328-hash).
package graph

// Account mutations for the calligraphy school's student portal, where
// students book places on the weekend courses (italic, copperplate, gilding)
// and download the exemplar sheets.

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"net/mail"
	"strings"
	"time"

	"golang.org/x/crypto/bcrypt"

	"github.com/penandink/portal/graph/generated"
	"github.com/penandink/portal/graph/model"
)

type Resolver struct {
	DB *sql.DB
}

func (r *Resolver) Mutation() generated.MutationResolver { return &mutationResolver{r} }

type mutationResolver struct{ *Resolver }

func hashPassword(password string) (string, error) {
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	return string(hash), err
}

func passwordMatches(stored, password string) bool {
	return bcrypt.CompareHashAndPassword([]byte(stored), []byte(password)) == nil
}

func (r *mutationResolver) RegisterStudent(ctx context.Context, input model.NewStudent) (*model.Student, error) {
	addr, err := mail.ParseAddress(input.Email)
	if err != nil {
		return nil, fmt.Errorf("please enter a valid email address")
	}
	if len(input.Password) < 10 {
		return nil, fmt.Errorf("passwords need at least 10 characters")
	}
	hash, err := hashPassword(input.Password)
	if err != nil {
		return nil, err
	}

	var id int64
	err = r.DB.QueryRowContext(ctx,
		`INSERT INTO students (email, display_name, password_hash, created_at)
		 VALUES ($1, $2, $3, $4) RETURNING id`,
		strings.ToLower(addr.Address), input.DisplayName, hash, time.Now().UTC(),
	).Scan(&id)
	if err != nil {
		return nil, fmt.Errorf("could not create account")
	}
	return &model.Student{ID: fmt.Sprint(id), Email: addr.Address, DisplayName: input.DisplayName}, nil
}

func (r *mutationResolver) SignIn(ctx context.Context, email string, password string) (*model.Session, error) {
	var id int64
	var stored string
	err := r.DB.QueryRowContext(ctx,
		`SELECT id, password_hash FROM students WHERE email = $1`, strings.ToLower(email),
	).Scan(&id, &stored)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && !passwordMatches(stored, password)) {
		return nil, fmt.Errorf("wrong email or password")
	}
	if err != nil {
		return nil, fmt.Errorf("sign-in unavailable")
	}

	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return nil, err
	}
	token := hex.EncodeToString(raw)
	expires := time.Now().Add(14 * 24 * time.Hour)
	if _, err := r.DB.ExecContext(ctx,
		`INSERT INTO sessions (token, student_id, expires_at) VALUES ($1, $2, $3)`,
		token, id, expires); err != nil {
		return nil, fmt.Errorf("sign-in unavailable")
	}
	return &model.Session{Token: token, ExpiresAt: expires}, nil
}
