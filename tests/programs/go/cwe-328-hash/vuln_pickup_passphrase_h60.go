// A pickup passphrase program of the h60 set (cwe-328-hash).
package main

import (
	"crypto/md5"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"net/http"
	"os"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/labstack/echo/v4"
)

// Passphrase is what an authorised adult gives at the door when collecting a child.
type Passphrase string

func NewPassphrase(raw string) (Passphrase, error) {
	p := strings.TrimSpace(raw)
	if utf8.RuneCountInString(p) < 10 {
		return "", errors.New("passphrase must have at least 10 characters")
	}
	return Passphrase(p), nil
}

func (p Passphrase) digest() (string, error) {
	sum := md5.Sum([]byte(p))
	return hex.EncodeToString(sum[:]), nil
}

func matches(stored string, p Passphrase) bool {
	d, err := p.digest()
	return err == nil && subtle.ConstantTimeCompare([]byte(stored), []byte(d)) == 1
}

type pickupList struct {
	mu     sync.RWMutex
	hashes map[string]map[string]string // child -> adult -> digest
}

func (l *pickupList) set(child, adult, digest string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.hashes[child] == nil {
		l.hashes[child] = map[string]string{}
	}
	l.hashes[child][adult] = digest
}

func (l *pickupList) check(child, adult string, p Passphrase) bool {
	l.mu.RLock()
	stored, ok := l.hashes[child][adult]
	l.mu.RUnlock()
	return ok && matches(stored, p)
}

type phraseBody struct {
	Passphrase string `json:"passphrase"`
}

func main() {
	list := &pickupList{hashes: map[string]map[string]string{}}
	e := echo.New()

	// Parents register a passphrase for each adult allowed to collect.
	e.PUT("/children/:child/pickup/:adult", func(c echo.Context) error {
		var body phraseBody
		if err := c.Bind(&body); err != nil {
			return echo.ErrBadRequest
		}
		p, err := NewPassphrase(body.Passphrase)
		if err != nil {
			return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
		}
		d, err := p.digest()
		if err != nil {
			return err
		}
		list.set(c.Param("child"), c.Param("adult"), d)
		return c.NoContent(http.StatusNoContent)
	})

	// The front desk tablet checks the passphrase at collection time.
	e.POST("/children/:child/pickup/:adult/verify", func(c echo.Context) error {
		var body phraseBody
		if err := c.Bind(&body); err != nil {
			return echo.ErrBadRequest
		}
		p, err := NewPassphrase(body.Passphrase)
		if err != nil || !list.check(c.Param("child"), c.Param("adult"), p) {
			return c.JSON(http.StatusForbidden, map[string]bool{"release": false})
		}
		return c.JSON(http.StatusOK, map[string]bool{"release": true})
	})

	e.Logger.Fatal(e.Start(os.Getenv("LISTEN_ADDR")))
}
