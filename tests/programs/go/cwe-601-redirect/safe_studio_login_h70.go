// A studio login program of the h70 set (cwe-601-redirect).
package main

import (
	"crypto/subtle"
	"log"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"

	"github.com/gin-gonic/gin"
)

type loginForm struct {
	Email    string `form:"email" binding:"required,email"`
	Password string `form:"password" binding:"required"`
	Next     string `form:"next"`
}

// places a client may be sent back to after signing in
var returnTargets = []string{
	"/",
	"https://proofs.goldleafsigns.co.uk/",
}

func allowedReturn(target string) bool {
	if strings.ContainsAny(target, "\\\r\n\t") {
		return false
	}
	u, err := url.Parse(target)
	if err != nil {
		return false
	}
	if u.Scheme == "" && u.Host == "" {
		return strings.HasPrefix(u.Path, "/") && !strings.HasPrefix(target, "//")
	}
	return slices.ContainsFunc(returnTargets, func(prefix string) bool {
		p, _ := url.Parse(prefix)
		return p.Scheme == u.Scheme && p.Host == u.Host
	})
}

type clientAccount struct {
	Email    string
	Password string
	Studio   string
}

func lookupClient(email string) (clientAccount, bool) {
	// stand-in for the CRM lookup
	accounts := map[string]clientAccount{
		"orders@thecrownandanchor.co.uk": {Email: "orders@thecrownandanchor.co.uk", Password: os.Getenv("DEMO_CLIENT_PW"), Studio: "bristol"},
	}
	a, ok := accounts[strings.ToLower(email)]
	return a, ok
}

func showLogin(c *gin.Context) {
	c.HTML(http.StatusOK, "login.tmpl", gin.H{"next": c.Query("next")})
}

func doLogin(c *gin.Context) {
	var form loginForm
	if err := c.ShouldBind(&form); err != nil {
		c.HTML(http.StatusBadRequest, "login.tmpl", gin.H{"error": "Enter your email and password", "next": form.Next})
		return
	}
	acct, ok := lookupClient(form.Email)
	if !ok || subtle.ConstantTimeCompare([]byte(acct.Password), []byte(form.Password)) != 1 {
		c.HTML(http.StatusUnauthorized, "login.tmpl", gin.H{"error": "Those details did not match", "next": form.Next})
		return
	}

	c.SetSameSite(http.SameSiteLaxMode)
	c.SetCookie("gl_client", acct.Email, 8*3600, "/", "", true, true)

	dest := "/proofs"
	if form.Next != "" && allowedReturn(form.Next) {
		dest = form.Next
	}
	c.Redirect(http.StatusSeeOther, dest)
}

func main() {
	r := gin.Default()
	r.LoadHTMLGlob("templates/*.tmpl")
	r.GET("/login", showLogin)
	r.POST("/login", doLogin)
	log.Fatal(r.Run(":8012"))
}
