// gin route that remembers the visitor's interface language.
package main

import (
	"net/http"

	"github.com/gin-gonic/gin"
)

var supportedLangs = map[string]bool{"en": true, "de": true, "fr": true}

func setLanguage(c *gin.Context) {
	lang := c.Query("lang")
	if !supportedLangs[lang] {
		lang = "en"
	}
	c.SetCookie("lang", lang, 365*24*3600, "/", "", false, false)
	c.Redirect(http.StatusFound, "/")
}
