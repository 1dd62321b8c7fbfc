// A parlor loyalty return program of the h74 set (cwe-601-redirect).
package main

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
)

const idpAuthorize = "https://login.scoopclub-id.com/oauth2/authorize"

type pendingLogin struct {
	returnTo string
	created  time.Time
}

var pending sync.Map // state -> pendingLogin

func checkReturnTo(rt string) error {
	if !strings.HasPrefix(rt, "/") {
		return errors.New("return_to must be a path on this site")
	}
	return nil
}

// exchangeCode talks to the identity provider; shortened here.
func exchangeCode(ctx context.Context, code string) (string, error) {
	select {
	case <-time.After(150 * time.Millisecond):
		if code == "" {
			return "", errors.New("empty code")
		}
		sum := sha256.Sum256([]byte(code))
		return hex.EncodeToString(sum[:8]), nil
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

func main() {
	e := echo.New()

	e.GET("/loyalty/login", func(c echo.Context) error {
		rt := c.QueryParam("return_to")
		if rt == "" {
			rt = "/loyalty/card"
		}
		if err := checkReturnTo(rt); err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, err.Error())
		}
		b := make([]byte, 16)
		rand.Read(b)
		state := hex.EncodeToString(b)
		pending.Store(state, pendingLogin{returnTo: rt, created: time.Now()})

		q := url.Values{"client_id": {"parlor-web"}, "state": {state}, "response_type": {"code"},
			"redirect_uri": {"https://www.scoopandcone-parlors.com/loyalty/callback"}}
		return c.Redirect(http.StatusFound, idpAuthorize+"?"+q.Encode())
	})

	e.GET("/loyalty/callback", func(c echo.Context) error {
		v, ok := pending.LoadAndDelete(c.QueryParam("state"))
		if !ok || time.Since(v.(pendingLogin).created) > 10*time.Minute {
			return echo.NewHTTPError(http.StatusBadRequest, "sign-in expired, please start again")
		}
		type result struct {
			member string
			err    error
		}
		done := make(chan result, 1)
		go func() {
			m, err := exchangeCode(c.Request().Context(), c.QueryParam("code"))
			done <- result{m, err}
		}()
		res := <-done
		if res.err != nil {
			return echo.NewHTTPError(http.StatusBadGateway, "could not complete sign-in")
		}
		c.SetCookie(&http.Cookie{Name: "loyalty_member", Value: res.member, Path: "/", Secure: true, HttpOnly: true})
		return c.Redirect(http.StatusSeeOther, v.(pendingLogin).returnTo)
	})

	e.Logger.Fatal(e.Start(":8600"))
}
