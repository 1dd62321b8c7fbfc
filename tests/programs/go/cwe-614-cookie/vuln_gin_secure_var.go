// gin login route for the support desk.
package main

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

func deskLogin(c *gin.Context) {
	token := c.GetString("issued_token")
	secure := false
	c.SetCookie("desk_token", token, 86400, "/", "desk.example.com", secure, true)
	c.Status(http.StatusNoContent)
}
