// Echo endpoint that checks a batch of building permit numbers against the municipal register.
package main

import (
	"net/http"
	"strings"

	"github.com/dlclark/regexp2"
	"github.com/labstack/echo/v4"
)

var permitFormat = regexp2.MustCompile(`^([A-Z0-9]+-?)+$`, regexp2.None)

type batch struct {
	Permits []string `json:"permits"`
}

func filter[T any](in []T, keep func(T) bool) []T {
	out := in[:0:0]
	for _, v := range in {
		if keep(v) {
			out = append(out, v)
		}
	}
	return out
}

func wellFormed(p string) bool {
	ok, err := permitFormat.MatchString(p)
	return err == nil && ok
}

func checkPermits(register map[string]string) echo.HandlerFunc {
	return func(c echo.Context) error {
		var b batch
		if err := c.Bind(&b); err != nil || len(b.Permits) > 200 {
			return c.JSON(http.StatusBadRequest, map[string]string{"error": "send up to 200 permit numbers"})
		}
		normalised := make([]string, len(b.Permits))
		for i, p := range b.Permits {
			normalised[i] = strings.ToUpper(strings.TrimSpace(p))
		}
		result := map[string]string{}
		for _, p := range filter(normalised, wellFormed) {
			status, ok := register[p]
			if !ok {
				status = "not found"
			}
			result[p] = status
		}
		return c.JSON(http.StatusOK, result)
	}
}

func main() {
	register := map[string]string{"BLD-2024-00017": "approved", "DEM-2023-00412": "expired"}
	e := echo.New()
	e.POST("/permits/check", checkPermits(register))
	e.Logger.Fatal(e.Start(":8106"))
}
