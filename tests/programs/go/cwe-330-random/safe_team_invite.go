// Gin handler that creates team invitation codes which grant membership when redeemed.
package teams

import (
	"crypto/rand"
	"math/big"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
	"gorm.io/gorm"
)

const codeAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

type Invite struct {
	ID        uint
	TeamID    uint
	Code      string `gorm:"uniqueIndex"`
	ExpiresAt time.Time
}

func generateCode(n int) (string, error) {
	var sb strings.Builder
	max := big.NewInt(int64(len(codeAlphabet)))
	for i := 0; i < n; i++ {
		idx, err := rand.Int(rand.Reader, max)
		if err != nil {
			return "", err
		}
		sb.WriteByte(codeAlphabet[idx.Int64()])
	}
	return sb.String(), nil
}

type InviteHandler struct{ DB *gorm.DB }

func (h *InviteHandler) Create(c *gin.Context) {
	var body struct {
		TeamID uint `json:"team_id" binding:"required"`
	}
	if err := c.ShouldBindJSON(&body); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	code, err := generateCode(12)
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not create invite"})
		return
	}
	inv := Invite{TeamID: body.TeamID, Code: code, ExpiresAt: time.Now().Add(72 * time.Hour)}
	if err := h.DB.Create(&inv).Error; err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not create invite"})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"code": inv.Code, "expires_at": inv.ExpiresAt})
}
