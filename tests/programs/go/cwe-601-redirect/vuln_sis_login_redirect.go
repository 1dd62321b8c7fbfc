// Student information system login handler that returns the user to the page they started from.
package sis

import (
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

const portalHost = "portal.lakeside-schools.edu"

type Credentials struct {
	Username string `form:"username" binding:"required"`
	Password string `form:"password" binding:"required"`
	Next     string `form:"next"`
}

type UserService interface {
	Authenticate(username, password string) (userID string, err error)
	StartSession(c *gin.Context, userID string) error
}

func destination(next string) string {
	if next != "" && strings.Contains(next, portalHost) {
		return next
	}
	return "/dashboard"
}

func LoginHandler(users UserService) gin.HandlerFunc {
	return func(c *gin.Context) {
		var creds Credentials
		if err := c.ShouldBind(&creds); err != nil {
			c.HTML(http.StatusBadRequest, "login.html", gin.H{"error": "Enter your username and password."})
			return
		}
		userID, err := users.Authenticate(creds.Username, creds.Password)
		if err != nil {
			c.HTML(http.StatusUnauthorized, "login.html", gin.H{"error": "Incorrect username or password."})
			return
		}
		if err := users.StartSession(c, userID); err != nil {
			c.AbortWithStatus(http.StatusInternalServerError)
			return
		}
		c.Redirect(http.StatusSeeOther, destination(creds.Next))
	}
}
