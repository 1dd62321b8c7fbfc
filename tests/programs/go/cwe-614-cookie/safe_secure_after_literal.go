// Session cookie for the account area, flags set after construction.
package main

import "net/http"

func issueAccountCookie(w http.ResponseWriter, sid string) {
	ck := &http.Cookie{Name: "acct_sid", Value: sid, Path: "/account"}
	ck.Secure = true
	ck.HttpOnly = true
	ck.SameSite = http.SameSiteStrictMode
	http.SetCookie(w, ck)
}
