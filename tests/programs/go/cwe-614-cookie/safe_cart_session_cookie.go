// Gin handlers that create a shopping cart and bind it to the browser with a cookie.
package cart

import (
	"crypto/rand"
	"encoding/base64"
	"net/http"
	"sync"

	"github.com/gin-gonic/gin"
)

const cartCookie = "cart_sid"

type CartStore struct {
	mu    sync.RWMutex
	carts map[string][]string
}

func NewCartStore() *CartStore {
	return &CartStore{carts: make(map[string][]string)}
}

func newCartID() (string, error) {
	b := make([]byte, 24)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

func (s *CartStore) AddItem(c *gin.Context) {
	id, err := c.Cookie(cartCookie)
	if err != nil || id == "" {
		if id, err = newCartID(); err != nil {
			c.AbortWithStatus(http.StatusInternalServerError)
			return
		}
		c.SetSameSite(http.SameSiteLaxMode)
		c.SetCookie(cartCookie, id, 7*24*3600, "/", "", true, true)
	}
	sku := c.PostForm("sku")
	if sku == "" {
		c.JSON(http.StatusBadRequest, gin.H{"error": "sku required"})
		return
	}
	s.mu.Lock()
	s.carts[id] = append(s.carts[id], sku)
	items := len(s.carts[id])
	s.mu.Unlock()
	c.JSON(http.StatusOK, gin.H{"items": items})
}
