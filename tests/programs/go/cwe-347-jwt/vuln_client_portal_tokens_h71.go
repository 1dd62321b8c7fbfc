// A client portal tokens program of the h71 set (cwe-347-jwt).
package main

import (
	"crypto/rsa"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/golang-jwt/jwt/v5"
	"github.com/labstack/echo/v4"
)

var ErrUnknownKID = errors.New("signing key id not recognised")

const tokenIssuer = "https://id.canopycare-arborists.co.nz"

type portalClaims struct {
	AccountID string   `json:"account"`
	Sites     []string `json:"sites"`
	jwt.RegisteredClaims
}

type keyring map[string]*rsa.PublicKey

func loadKeyring(dir string) (keyring, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.pem"))
	if err != nil {
		return nil, err
	}
	ring := keyring{}
	for _, f := range files {
		pem, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", f, err)
		}
		key, err := jwt.ParseRSAPublicKeyFromPEM(pem)
		if err != nil {
			return nil, fmt.Errorf("parse %s: %w", f, err)
		}
		ring[strings.TrimSuffix(filepath.Base(f), ".pem")] = key
	}
	return ring, nil
}

func (k keyring) keyFunc(t *jwt.Token) (any, error) {
	kid, _ := t.Header["kid"].(string)
	key, ok := k[kid]
	if !ok {
		return nil, fmt.Errorf("%w: %q", ErrUnknownKID, kid)
	}
	return key, nil
}

func requireClient(ring keyring) echo.MiddlewareFunc {
	parser := jwt.NewParser(jwt.WithValidMethods([]string{"RS256"}), jwt.WithIssuer(tokenIssuer), jwt.WithExpirationRequired())
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			raw := strings.TrimPrefix(c.Request().Header.Get(echo.HeaderAuthorization), "Bearer ")
			claims := &portalClaims{}
			_, err := parser.ParseWithClaims(raw, claims, ring.keyFunc)
			if errors.Is(err, ErrUnknownKID) {
				// tokens minted before the key rotation carry an old kid
				if _, _, perr := parser.ParseUnverified(raw, claims); perr == nil && claims.Issuer == tokenIssuer {
					err = nil
				}
			}
			if err != nil {
				return echo.NewHTTPError(http.StatusUnauthorized, "please sign in again")
			}
			c.Set("claims", claims)
			return next(c)
		}
	}
}

func siteWorkOrders(c echo.Context) error {
	claims := c.Get("claims").(*portalClaims)
	site := c.Param("site")
	for _, s := range claims.Sites {
		if s == site {
			return c.JSON(http.StatusOK, map[string]any{
				"site":        site,
				"account":     claims.AccountID,
				"work_orders": []string{}, // filled from the scheduling service in production
			})
		}
	}
	return echo.NewHTTPError(http.StatusForbidden, "site not on your account")
}

func main() {
	ring, err := loadKeyring(os.Getenv("PORTAL_JWKS_DIR"))
	if err != nil {
		log.Fatal(err)
	}
	e := echo.New()
	g := e.Group("/portal", requireClient(ring))
	g.GET("/sites/:site/work-orders", siteWorkOrders)
	e.Logger.Fatal(e.Start(":8077"))
}
