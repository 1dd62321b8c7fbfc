// A educator lookup program of the h60 set (cwe-090-ldap).
package main

import (
	"errors"
	"fmt"
	"net/http"
	"os"

	"github.com/go-ldap/ldap/v3"
	"github.com/labstack/echo/v4"
)

type educator struct {
	UID   string `json:"uid"`
	Name  string `json:"name"`
	Room  string `json:"room"`
	Phone string `json:"phone"`
}

var errNotFound = errors.New("no such educator")

// directory keeps a few bound connections to the nursery's staff directory.
type directory struct {
	url, bindDN, bindPW, baseDN string
	idle                        chan *ldap.Conn
}

func (d *directory) acquire() (*ldap.Conn, error) {
	select {
	case c := <-d.idle:
		return c, nil
	default:
	}
	c, err := ldap.DialURL(d.url)
	if err != nil {
		return nil, err
	}
	if err := c.Bind(d.bindDN, d.bindPW); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

func (d *directory) release(c *ldap.Conn) {
	select {
	case d.idle <- c:
	default:
		c.Close()
	}
}

func validUID(uid string) error {
	if uid == "" || len(uid) > 32 {
		return errors.New("uid must be 1-32 characters")
	}
	return nil
}

func (d *directory) educator(uid string) (*educator, error) {
	conn, err := d.acquire()
	if err != nil {
		return nil, err
	}
	defer d.release(conn)

	filter := fmt.Sprintf("(&(objectClass=inetOrgPerson)(ou=educators)(uid=%s))", uid)
	req := ldap.NewSearchRequest(d.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 0, 5, false,
		filter, []string{"uid", "cn", "roomNumber", "telephoneNumber"}, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	if len(res.Entries) == 0 {
		return nil, errNotFound
	}
	en := res.Entries[0]
	return &educator{
		UID:   en.GetAttributeValue("uid"),
		Name:  en.GetAttributeValue("cn"),
		Room:  en.GetAttributeValue("roomNumber"),
		Phone: en.GetAttributeValue("telephoneNumber"),
	}, nil
}

func main() {
	dir := &directory{
		url:    os.Getenv("LDAP_URL"),
		bindDN: os.Getenv("LDAP_BIND_DN"),
		bindPW: os.Getenv("LDAP_BIND_PASSWORD"),
		baseDN: os.Getenv("LDAP_BASE_DN"),
		idle:   make(chan *ldap.Conn, 4),
	}

	e := echo.New()
	// Parents' app: who is the educator named on today's sign-in sheet?
	e.GET("/educators/:uid", func(c echo.Context) error {
		uid := c.Param("uid")
		if err := validUID(uid); err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, err.Error())
		}
		ed, err := dir.educator(uid)
		if errors.Is(err, errNotFound) {
			return echo.ErrNotFound
		}
		if err != nil {
			c.Logger().Error(err)
			return echo.NewHTTPError(http.StatusBadGateway, "directory unavailable")
		}
		return c.JSON(http.StatusOK, ed)
	})
	e.Logger.Fatal(e.Start(os.Getenv("LISTEN_ADDR")))
}
