// Reads the signed session cookie issued by the login service and exposes the user id to handlers.
package session

import (
	"context"
	"errors"
	"net/http"
	"os"
	"time"

	"github.com/lestrrat-go/jwx/v2/jwa"
	"github.com/lestrrat-go/jwx/v2/jws"
	"github.com/lestrrat-go/jwx/v2/jwt"
)

type userKey struct{}

type Verifier struct {
	Issuer string
	key    []byte
}

func NewVerifier(issuer string) *Verifier {
	key := []byte(os.Getenv("SESSION_HMAC_KEY"))
	if len(key) < 32 {
		panic("SESSION_HMAC_KEY must be at least 32 bytes")
	}
	return &Verifier{Issuer: issuer, key: key}
}

func (v *Verifier) Verify(raw string) (jwt.Token, error) {
	msg, err := jws.Parse([]byte(raw))
	if err != nil {
		return nil, err
	}
	sigs := msg.Signatures()
	if len(sigs) != 1 || sigs[0].ProtectedHeaders().Algorithm() != jwa.HS256 {
		return nil, errors.New("unexpected signing algorithm")
	}
	tok, err := jwt.ParseInsecure([]byte(raw))
	if err != nil {
		return nil, err
	}
	if err := jwt.Validate(tok, jwt.WithIssuer(v.Issuer), jwt.WithAcceptableSkew(30*time.Second)); err != nil {
		return nil, err
	}
	return tok, nil
}

func (v *Verifier) Require(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := r.Cookie("sid")
		if err != nil {
			http.Redirect(w, r, "/login", http.StatusFound)
			return
		}
		tok, err := v.Verify(c.Value)
		if err != nil || tok.Subject() == "" {
			http.Redirect(w, r, "/login", http.StatusFound)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), userKey{}, tok.Subject())))
	})
}

func UserID(ctx context.Context) string {
	id, _ := ctx.Value(userKey{}).(string)
	return id
}
