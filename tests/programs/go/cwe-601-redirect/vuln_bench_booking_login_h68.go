// A bench booking login program of the h68 set (cwe-601-redirect).
// luthiers: sign-in for the shared workshop where members book benches, the spray booth and the bending iron
package main

import (
	"cmp"
	"crypto/rand"
	"crypto/subtle"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

type member struct {
	Name string
	PIN  string
}

type sessions struct {
	mu sync.Mutex
	m  map[string]string
}

func (s *sessions) start(name string) string {
	tok := rand.Text()
	s.mu.Lock()
	s.m[tok] = name
	s.mu.Unlock()
	return tok
}

func returnTo(raw string) string {
	if strings.HasPrefix(raw, "/") {
		return raw
	}
	return "/bookings"
}

func loginForm(c echo.Context) error {
	next := c.QueryParam("next")
	return c.HTML(http.StatusOK, `<form method="post" action="/login">
<input name="member" placeholder="Member no."> <input name="pin" type="password">
<input type="hidden" name="next" value="`+attrEscape(next)+`"><button>Sign in</button></form>`)
}

func attrEscape(s string) string {
	r := strings.NewReplacer(`&`, "&amp;", `<`, "&lt;", `>`, "&gt;", `"`, "&#34;", `'`, "&#39;")
	return r.Replace(s)
}

func login(members map[string]member, s *sessions) echo.HandlerFunc {
	return func(c echo.Context) error {
		no, pin := c.FormValue("member"), c.FormValue("pin")
		m, ok := members[no]
		if !ok || subtle.ConstantTimeCompare([]byte(m.PIN), []byte(pin)) != 1 {
			return c.Redirect(http.StatusSeeOther, "/login?failed=1")
		}
		c.SetCookie(&http.Cookie{
			Name:     "bench_session",
			Value:    s.start(m.Name),
			Path:     "/",
			Expires:  time.Now().Add(8 * time.Hour),
			Secure:   true,
			HttpOnly: true,
			SameSite: http.SameSiteLaxMode,
		})
		dest := returnTo(cmp.Or(c.FormValue("next"), c.QueryParam("next")))
		return c.Redirect(http.StatusSeeOther, dest)
	}
}

func main() {
	members := map[string]member{
		"1042": {Name: "Ines Carvalho", PIN: os.Getenv("PIN_1042")},
		"1077": {Name: "Tomasz Wrona", PIN: os.Getenv("PIN_1077")},
	}
	s := &sessions{m: map[string]string{}}

	e := echo.New()
	e.Pre(middleware.RemoveTrailingSlash())
	e.Use(middleware.Logger(), middleware.Secure())
	e.GET("/login", loginForm)
	e.POST("/login", login(members, s))
	e.GET("/bookings", func(c echo.Context) error { return c.String(http.StatusOK, "bench calendar") })
	e.Logger.Fatal(e.StartTLS(":8443", "/etc/benchbook/cert.pem", "/etc/benchbook/key.pem"))
}
