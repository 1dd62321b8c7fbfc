// A staff login return program of the h69 set (cwe-601-redirect).
package main

import (
	"crypto/rand"
	"encoding/json"
	"html"
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/gin-gonic/gin"
	"golang.org/x/crypto/bcrypt"
)

var staffHashes map[string]string // email -> bcrypt hash, loaded at start-up

func loadStaff(path string) {
	b, err := os.ReadFile(path)
	if err != nil {
		log.Fatalf("staff file: %v", err)
	}
	if err := json.Unmarshal(b, &staffHashes); err != nil {
		log.Fatalf("staff file: %v", err)
	}
}

// rememberReturn keeps the page the user wanted so that the login handler can
// send them back there after signing in.
func rememberReturn() gin.HandlerFunc {
	return func(c *gin.Context) {
		next := c.Query("next")
		if next == "" {
			next = c.PostForm("next")
		}
		if next == "" || !strings.HasPrefix(next, "/") {
			next = "/queue"
		}
		c.Set("returnTo", next)
		c.Next()
	}
}

func loginForm(c *gin.Context) {
	c.Header("Content-Type", "text/html; charset=utf-8")
	c.String(http.StatusOK, `<form method="post" action="/login?next=`+
		html.EscapeString(url.QueryEscape(c.GetString("returnTo")))+`"><input name="email"><input name="password" type="password"><button>Sign in</button></form>`)
}

func login(c *gin.Context) {
	email := strings.ToLower(c.PostForm("email"))
	hash, ok := staffHashes[email]
	if !ok || bcrypt.CompareHashAndPassword([]byte(hash), []byte(c.PostForm("password"))) != nil {
		c.String(http.StatusUnauthorized, "wrong email or password")
		return
	}
	c.SetSameSite(http.SameSiteLaxMode)
	c.SetCookie("bench_session", rand.Text(), 8*3600, "/", "", true, true)
	c.Redirect(http.StatusSeeOther, c.GetString("returnTo"))
}

func main() {
	loadStaff("/etc/heelbar/staff.json")
	r := gin.Default()
	auth := r.Group("/", rememberReturn())
	auth.GET("/login", loginForm)
	auth.POST("/login", login)
	r.GET("/queue", func(c *gin.Context) { c.String(http.StatusOK, "workbench queue") })
	log.Fatal(r.Run(":8012"))
}
