// A button trade accounts program of the h66 set (cwe-328-hash).
package controllers

import (
	"database/sql"
	"strings"

	"github.com/astaxie/beego"
	_ "github.com/go-sql-driver/mysql"
	"golang.org/x/crypto/bcrypt"
)

// AccountController runs the trade counter login for haberdashers and
// dressmakers who buy buttons wholesale.
//   POST /trade/account?op=register   login, password, shop
//   POST /trade/account?op=login      login, password
type AccountController struct {
	beego.Controller
}

var tradeDB *sql.DB

func init() {
	db, err := sql.Open("mysql", beego.AppConfig.String("tradedb::dsn"))
	if err != nil {
		panic(err)
	}
	tradeDB = db
	beego.Router("/trade/account", &AccountController{})
}

func hashPassword(login, password string) string {
	sum, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		panic(err)
	}
	return string(sum)
}

func checkPassword(login, password, stored string) bool {
	return bcrypt.CompareHashAndPassword([]byte(stored), []byte(password)) == nil
}

func (c *AccountController) reply(status int, body map[string]string) {
	c.Ctx.Output.SetStatus(status)
	c.Data["json"] = body
	c.ServeJSON()
}

func (c *AccountController) Post() {
	login := strings.ToLower(strings.TrimSpace(c.GetString("login")))
	password := c.GetString("password")
	if login == "" || len(password) < 10 || len(password) > 72 {
		c.reply(400, map[string]string{"error": "login and a password of 10 to 72 characters are required"})
		return
	}

	switch c.GetString("op") {
	case "register":
		shop := strings.TrimSpace(c.GetString("shop"))
		_, err := tradeDB.Exec("INSERT INTO trade_accounts (login, pw_hash, shop) VALUES (?, ?, ?)",
			login, hashPassword(login, password), shop)
		if err != nil {
			beego.Warn("register ", login, ": ", err)
			c.reply(409, map[string]string{"error": "that login is taken"})
			return
		}
		c.reply(201, map[string]string{"login": login})

	case "login":
		var stored, shop string
		err := tradeDB.QueryRow("SELECT pw_hash, shop FROM trade_accounts WHERE login = ?", login).Scan(&stored, &shop)
		if err != nil || !checkPassword(login, password, stored) {
			c.reply(401, map[string]string{"error": "login or password not recognised"})
			return
		}
		c.SetSession("trade_login", login)
		c.reply(200, map[string]string{"login": login, "shop": shop})

	default:
		c.reply(400, map[string]string{"error": "op must be register or login"})
	}
}
