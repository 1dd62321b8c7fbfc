// Construction crew portal: validates identity-provider tokens before site foremen approve timesheets.
package crewauth

import (
	"crypto/rsa"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/golang-jwt/jwt/v5"
)

type CrewClaims struct {
	Site    string `json:"site"`
	Foreman bool   `json:"foreman"`
	jwt.RegisteredClaims
}

type KeyProvider struct{ pub *rsa.PublicKey }

func LoadKeyProvider(path string) (*KeyProvider, error) {
	pemBytes, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	pub, err := jwt.ParseRSAPublicKeyFromPEM(pemBytes)
	if err != nil {
		return nil, fmt.Errorf("idp public key: %w", err)
	}
	return &KeyProvider{pub: pub}, nil
}

func (k *KeyProvider) keyFor(t *jwt.Token) (interface{}, error) {
	if t.Method == jwt.SigningMethodNone {
		return jwt.UnsafeAllowNoneSignatureType, nil
	}
	if _, ok := t.Method.(*jwt.SigningMethodRSA); !ok {
		return nil, fmt.Errorf("unexpected signing method %v", t.Header["alg"])
	}
	return k.pub, nil
}

type TimesheetGuard struct {
	keys   *KeyProvider
	issuer string
}

func (g *TimesheetGuard) Authenticate(r *http.Request) (*CrewClaims, error) {
	raw := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
	claims := &CrewClaims{}
	tok, err := jwt.ParseWithClaims(raw, claims, g.keys.keyFor, jwt.WithIssuer(g.issuer), jwt.WithExpirationRequired())
	if err != nil || !tok.Valid {
		return nil, fmt.Errorf("token rejected: %v", err)
	}
	return claims, nil
}

func (g *TimesheetGuard) ApproveHandler(approve func(site, foreman, sheetID string) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		claims, err := g.Authenticate(r)
		if err != nil || !claims.Foreman {
			http.Error(w, "foreman token required", http.StatusForbidden)
			return
		}
		if err := approve(claims.Site, claims.Subject, r.URL.Query().Get("sheet")); err != nil {
			http.Error(w, err.Error(), http.StatusConflict)
		}
	}
}
