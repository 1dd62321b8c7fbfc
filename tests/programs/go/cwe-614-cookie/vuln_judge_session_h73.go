// A judge session program of the h73 set (cwe-614-cookie).
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
)

var (
	cookieKey = []byte(os.Getenv("JUDGE_COOKIE_KEY"))
	judgePINs = map[string]string{} // judge id -> PIN, loaded from the contest sheet
)

func mac(judge []byte) []byte {
	m := hmac.New(sha256.New, cookieKey)
	m.Write(judge)
	return m.Sum(nil)
}

func sign(judge string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(judge)) + "." + hex.EncodeToString(mac([]byte(judge)))
}

func verify(value string) (string, bool) {
	encJudge, sigHex, ok := strings.Cut(value, ".")
	if !ok {
		return "", false
	}
	judge, err := base64.RawURLEncoding.DecodeString(encJudge)
	if err != nil {
		return "", false
	}
	sig, err := hex.DecodeString(sigHex)
	if err != nil || !hmac.Equal(mac(judge), sig) {
		return "", false
	}
	return string(judge), true
}

func login(c echo.Context) error {
	judge := strings.ToUpper(strings.TrimSpace(c.FormValue("judge")))
	pin := c.FormValue("pin")
	expected, ok := judgePINs[judge]
	if !ok || subtle.ConstantTimeCompare([]byte(expected), []byte(pin)) != 1 {
		return c.String(http.StatusUnauthorized, "unknown judge or wrong PIN")
	}
	c.SetCookie(&http.Cookie{
		Name:     "judge",
		Value:    sign(judge),
		Path:     "/",
		Expires:  time.Now().Add(10 * time.Hour),
		Secure:   c.IsTLS(),
		HttpOnly: true,
		SameSite: http.SameSiteLaxMode,
	})
	return c.Redirect(http.StatusSeeOther, "/score")
}

func submitScore(c echo.Context) error {
	ck, err := c.Cookie("judge")
	if err != nil {
		return c.Redirect(http.StatusSeeOther, "/login")
	}
	judge, ok := verify(ck.Value)
	if !ok {
		return c.Redirect(http.StatusSeeOther, "/login")
	}
	plot := strings.TrimSpace(c.FormValue("plot"))
	score, err := strconv.ParseFloat(c.FormValue("score"), 64)
	if err != nil || score < 0 || score > 10 || plot == "" {
		return c.String(http.StatusBadRequest, "score must be between 0 and 10 for a plot")
	}
	c.Logger().Infof("judge %s scored plot %s: %.1f", judge, plot, score)
	return c.JSON(http.StatusOK, map[string]any{"judge": judge, "plot": plot, "score": score})
}

func main() {
	if len(cookieKey) < 32 {
		panic("JUDGE_COOKIE_KEY must be at least 32 bytes")
	}
	for _, entry := range strings.Split(os.Getenv("JUDGE_PINS"), ",") {
		if id, pin, ok := strings.Cut(entry, ":"); ok {
			judgePINs[strings.ToUpper(strings.TrimSpace(id))] = strings.TrimSpace(pin)
		}
	}

	e := echo.New()
	e.File("/login", "public/login.html")
	e.POST("/login", login)
	e.File("/score", "public/score.html")
	e.POST("/score", submitScore)
	e.Logger.Fatal(e.Start(":8060"))
}
