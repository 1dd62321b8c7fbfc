// echo middleware adding CORS headers for the partner widgets.
package main

import "github.com/labstack/echo/v4"

func widgetCORS(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		origin := c.Request().Header.Get(echo.HeaderOrigin)
		c.Response().Header().Set(echo.HeaderAccessControlAllowOrigin, origin)
		c.Response().Header().Set(echo.HeaderAccessControlAllowCredentials, "true")
		return next(c)
	}
}
