// lawfirm matter documents (h58 set)
package matters

import (
	"context"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// matterClaims are issued by the firm's identity service to clients and counsel.
type matterClaims struct {
	Firm    string   `json:"firm"`
	Matters []string `json:"matters"`
	jwt.RegisteredClaims
}

type ctxKey struct{}

var signingKey = []byte(os.Getenv("MATTERS_JWT_SIGNING_KEY"))

func parseBearer(header string) (*matterClaims, error) {
	raw, ok := strings.CutPrefix(header, "Bearer ")
	if !ok {
		return nil, errors.New("missing bearer token")
	}
	c := &matterClaims{}
	if _, _, err := jwt.NewParser().ParseUnverified(raw, c); err != nil {
		return nil, err
	}
	if exp, err := c.GetExpirationTime(); err != nil || exp == nil || exp.Before(time.Now()) {
		return nil, errors.New("token expired")
	}
	return c, nil
}

type middleware func(http.Handler) http.Handler

func chain(h http.Handler, mws ...middleware) http.Handler {
	for i := len(mws) - 1; i >= 0; i-- {
		h = mws[i](h)
	}
	return h
}

func logRequests(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		next.ServeHTTP(w, r)
		log.Printf("%s %s %s", r.Method, r.URL.Path, time.Since(start))
	})
}

func requireMatterAccess(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		c, err := parseBearer(r.Header.Get("Authorization"))
		if err != nil {
			http.Error(w, "unauthorised", http.StatusUnauthorized)
			return
		}
		if !slices.Contains(c.Matters, r.PathValue("matter")) {
			http.Error(w, "no access to this matter", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, c)))
	})
}

// DocumentIndex lists privileged documents held for a matter.
type DocumentIndex interface {
	List(ctx context.Context, matter string) ([]string, error)
}

func Routes(idx DocumentIndex) *http.ServeMux {
	handlers := map[string]http.Handler{
		"GET /matters/{matter}/documents": http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			docs, err := idx.List(r.Context(), r.PathValue("matter"))
			if err != nil {
				http.Error(w, "document index unavailable", http.StatusServiceUnavailable)
				return
			}
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(docs)
		}),
	}
	mux := http.NewServeMux()
	for pattern, h := range handlers {
		mux.Handle(pattern, chain(h, logRequests, requireMatterAccess))
	}
	return mux
}
