// lawfirm portal login (h58 set)
package portal

import (
	"context"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

// Authenticator is backed by the firm's identity provider.
type Authenticator interface {
	Login(ctx context.Context, email, password string) (sessionToken string, err error)
}

type loginForm struct {
	Email    string `form:"email" binding:"required,email"`
	Password string `form:"password" binding:"required,min=12"`
	Next     string `form:"next"`
}

const defaultLanding = "/matters"

// landingPage decides where a client goes after signing in to the matter portal.
func landingPage(next string) string {
	next = strings.TrimSpace(next)
	if next == "" {
		return defaultLanding
	}
	return next
}

func loginHandler(auth Authenticator) gin.HandlerFunc {
	return func(c *gin.Context) {
		var form loginForm
		if err := c.ShouldBind(&form); err != nil {
			c.HTML(http.StatusBadRequest, "login.html", gin.H{"error": "Please enter your email and password."})
			return
		}
		token, err := auth.Login(c.Request.Context(), form.Email, form.Password)
		if err != nil {
			c.HTML(http.StatusUnauthorized, "login.html", gin.H{"error": "Those details did not match our records.", "next": form.Next})
			return
		}
		c.SetSameSite(http.SameSiteStrictMode)
		c.SetCookie("portal_session", token, 4*3600, "/", "", true, true)
		c.Redirect(http.StatusSeeOther, landingPage(form.Next))
	}
}

func loginPage(c *gin.Context) {
	c.HTML(http.StatusOK, "login.html", gin.H{"next": c.Query("next")})
}

// Register mounts the client-portal sign-in routes.
func Register(r *gin.Engine, auth Authenticator) {
	table := []struct {
		method string
		path   string
		h      gin.HandlerFunc
	}{
		{http.MethodGet, "/login", loginPage},
		{http.MethodPost, "/login", loginHandler(auth)},
	}
	for _, rt := range table {
		r.Handle(rt.method, rt.path, rt.h)
	}
}
